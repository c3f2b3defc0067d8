import { style } from '@vanilla-extract/css';
import { gridColumns } from '../styles/recipes.ts';
import { vars } from '../styles/theme.css.ts';

export const names = style(gridColumns('1fr 1fr', vars.space.md));
