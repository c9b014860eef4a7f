// HTTP for Create User and Entity: POST /v2/users and the live email check GET /v2/users/check_email.
import type { Router } from 'express';
import { createClientSchema } from '@portico/common/people/create-client';
import { parseInput } from '../http/parse-body';
import type { CreateClientService } from './create-client.service';

export function createClientRoutes(router: Router, service: CreateClientService): void {
  router.get('/v2/users/check_email', async (req, res) => {
    res.json(await service.checkEmail(req.principal, req.query.email));
  });
  router.post('/v2/users', async (req, res) => {
    res
      .status(201)
      .json(await service.create(req.principal, await parseInput(createClientSchema, req.body)));
  });
}
