// The global alert (partners push it to everyone in their firm) and each user's signal counters.
import type { GlobalAlertDto, UserSignalDto } from '@portico/common/realtime/realtime-dto';
import { requirePartner } from '../firm/firm.module';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { Clock } from '../platform/clock/clock';
import type { RealtimeRepo } from './realtime.repo';

export function realtimeService(repo: RealtimeRepo, clock: Clock) {
  return {
    async globalAlert(principal: Principal | null | undefined): Promise<GlobalAlertDto> {
      return repo.globalAlert(requireSignedIn(principal).firmId);
    },
    async setGlobalAlert(
      principal: Principal | null | undefined,
      alert: GlobalAlertDto,
    ): Promise<GlobalAlertDto> {
      // The global alert is pushed by partners to everyone signed in to their firm.
      const caller = requirePartner(principal);
      await repo.setGlobalAlert(caller.firmId, alert, caller.userId, clock.now());
      return alert;
    },
    async mySignal(principal: Principal | null | undefined): Promise<UserSignalDto> {
      const caller = requireSignedIn(principal);
      return repo.signal(caller.firmId, caller.userId);
    },
  };
}

export type RealtimeService = ReturnType<typeof realtimeService>;
