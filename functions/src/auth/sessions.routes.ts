// HTTP for /sessions: parse, call the service, answer.
import type { Router } from 'express';
import { passwordSignInSchema } from '@portico/common/auth/sign-in-schema';
import { parseInput } from '../http/parse-body';
import { requireSignedIn } from './auth.policy';
import { toCurrentUserDto } from './current-user.dto';
import type { SessionsService } from './sessions.service';

export function sessionsRoutes(router: Router, sessions: SessionsService): void {
  router.post('/sessions/verify_password_for_firebase_token', async (req, res) => {
    const input = await parseInput(passwordSignInSchema, req.body);
    res.json(await sessions.verifyPassword(input));
  });

  router.get('/sessions/current_user', (req, res) => {
    res.json(toCurrentUserDto(requireSignedIn(req.principal).user));
  });
}
