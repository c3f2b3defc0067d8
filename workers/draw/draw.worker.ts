// Draw worker entry: exposes the plain functions of draw-loop.ts (docs/architecture.md#folders).
import * as Comlink from 'comlink';
import { attachCanvas, connect, showPlaceholder, stats } from './draw-loop.ts';

const api = { attachCanvas, connect, showPlaceholder, stats };
export type DrawApi = typeof api;
Comlink.expose(api);
