// HTTP for the Guide (docs/api.md "The Guide").
import type { Router } from 'express';
import { boolean, object } from 'yup';
import { declareRoutes } from '../kernel/declared-routes';
import type { FirstWeekGuideService } from './first-week-guide.service';

const dismissSchema = object({ dismissed: boolean().required('dismissed must be true or false') });

export function firstWeekGuideRoutes(router: Router, guide: FirstWeekGuideService): void {
  const routes = declareRoutes(router);
  routes.get('/firms/guide', {}, async ({ principal }, res) => {
    res.json(await guide.guide(principal));
  });
  routes.put(
    '/firms/guide/dismissed',
    { body: dismissSchema },
    async ({ principal, body }, res) => {
      res.json(await guide.dismiss(principal, body.dismissed));
    },
  );
}
