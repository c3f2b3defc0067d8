// Draw worker entry: exposes the plain functions of draw-loop.ts (DESIGN.md §5, pattern 2).
import * as Comlink from 'comlink';
import { attachCanvas, connect, showPlaceholder, stats } from './draw-loop.ts';

const api = { attachCanvas, connect, showPlaceholder, stats };
export type DrawApi = typeof api;
Comlink.expose(api);
