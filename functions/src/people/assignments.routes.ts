// HTTP for client assignments: POST /v2/users/assignments ({ advisorId, clientIds }).
import type { Router } from 'express';
import { ASSIGNMENTS_UPDATED, assignmentsSchema } from '@portico/common/people/assignments';
import { parseInput } from '../http/parse-body';
import type { AssignmentsService } from './assignments.service';

export function assignmentsRoutes(router: Router, service: AssignmentsService): void {
  router.post('/v2/users/assignments', async (req, res) => {
    const updated = await service.assign(
      req.principal,
      await parseInput(assignmentsSchema, req.body),
    );
    res.json({ message: ASSIGNMENTS_UPDATED, updated });
  });
}
