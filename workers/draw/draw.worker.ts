// Draw worker entry: exposes the plain functions of draw-loop.ts (docs/architecture.md#folders).
import * as Comlink from 'comlink';
import type { DrawApi } from '../../core/protocol/draw.ts';
import { attachCanvas, connect, setGuides, setTexts, showPlaceholder, stats } from './draw-loop.ts';

const api: DrawApi = { attachCanvas, connect, setGuides, setTexts, showPlaceholder, stats };
Comlink.expose(api);
