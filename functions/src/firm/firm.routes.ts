// HTTP for /firms.
import type { Router } from 'express';
import { notFound } from '../http/http-error';
import type { FirmRepo } from './firm.repo';
import { toFirmDto } from './firm.dto';
import { canReadOwnFirm } from './firm.policy';

export function firmRoutes(router: Router, firms: FirmRepo): void {
  router.get('/firms/current_user_firm', async (req, res) => {
    const principal = canReadOwnFirm(req.principal);
    const firm = await firms.get(principal.firmId);
    if (!firm) throw notFound('Firm not found');
    res.json(toFirmDto(firm));
  });
}
