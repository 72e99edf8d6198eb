import { API } from '../../../src/contract/api-paths';
import type { ModuleRoutes } from '../../context';
import { exportMyData } from './my-data.service';

/** GET API.myData: the caller's data as a JSON file to save, never cached. */
export const myDataRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.myData, async (request, reply) => {
    const file = await exportMyData(ctx, request.user.id);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="my-data.json"')
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(file, null, 2));
  });
};
