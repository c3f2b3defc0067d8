import { type DataPointWriter, dataPointWriter } from '../../services/datapoint-writer.ts';
import { namedPlugin } from '../named.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** group-committed data-point writes (services/datapoint-writer.ts) */
    points: DataPointWriter;
  }
}

export default namedPlugin(
  { name: 'data-point-writer', dependencies: ['database'] },
  async (app) => {
    app.decorate('points', dataPointWriter(app.db));
  },
);
