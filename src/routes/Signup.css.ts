import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const names = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });
