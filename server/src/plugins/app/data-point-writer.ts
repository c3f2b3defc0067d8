import fp from 'fastify-plugin';
import { dataPointsRepository } from '../../repositories/data-points.ts';
import { type DataPointWriter, dataPointWriter } from '../../services/data-point-writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** group-committed data-point writes (services/data-point-writer.ts) */
    points: DataPointWriter;
  }
}

export default fp(
  async (app) => {
    app.decorate('points', dataPointWriter(dataPointsRepository(app.db)));
  },
  { name: 'data-point-writer', dependencies: ['database'] },
);
