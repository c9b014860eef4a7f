// The Guide (issue 50): each step of a firm's first week, done or not, read from what the firm has
// really done — its own records here (brand, card payments, drop link), the other areas' through
// the facts the wiring hands in — and whether the caller hid the Guide from their menu.
import { DEFAULT_FIRM_THEME } from '@portico/common/firm/theme';
import type { GuideDto, GuideStep } from '@portico/common/firm/first-week-guide';
import { GUIDE_STEPS } from '@portico/common/firm/first-week-guide';
import { NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import type { FirmRecord } from './firm-record';
import type { FirmRepo } from './firm.repo';

/** What the other areas know of a firm's first week (people, imports, questionnaires). */
export interface FirstWeekFacts {
  /** Someone besides the firm's first partner is on its staff (invited counts). */
  hasTeam(firmId: string): Promise<boolean>;
  /** A client list was imported (processed) into the firm. */
  hasImportedClients(firmId: string): Promise<boolean>;
  hasTemplate(firmId: string): Promise<boolean>;
  hasSentQuestionnaire(firmId: string): Promise<boolean>;
}

/** Who hid the Guide from their menu (kept on the user, people area). */
export interface GuideDismissals {
  isDismissed(firmId: string, userId: string): Promise<boolean>;
  setDismissed(firmId: string, userId: string, dismissed: boolean): Promise<void>;
}

const branded = (firm: FirmRecord) =>
  Boolean(firm.faviconUrl) ||
  (['primary', 'secondary', 'accent'] as const).some(
    (c) => firm.theme[c].toLowerCase() !== DEFAULT_FIRM_THEME[c].toLowerCase(),
  );

export function firstWeekGuideService(
  firms: FirmRepo,
  facts: FirstWeekFacts,
  dismissals: GuideDismissals,
) {
  return {
    async guide(principal: Principal | null | undefined): Promise<GuideDto> {
      const caller = requireStaff(principal);
      const firm = await firms.get(caller.firmId);
      if (!firm) throw new NotFound('Firm not found');
      const [team, clients, template, questionnaire, dismissed] = await Promise.all([
        facts.hasTeam(firm.id),
        facts.hasImportedClients(firm.id),
        facts.hasTemplate(firm.id),
        facts.hasSentQuestionnaire(firm.id),
        dismissals.isDismissed(firm.id, caller.userId),
      ]);
      const done: Record<GuideStep, boolean> = {
        brand: branded(firm),
        team,
        clients,
        template,
        questionnaire,
        payments: Boolean(firm.cardPaymentAccountId),
        drop_link: firm.preferences.drop_link_enabled,
      };
      return { steps: GUIDE_STEPS.map((key) => ({ key, done: done[key] })), dismissed };
    },

    async dismiss(principal: Principal | null | undefined, dismissed: boolean) {
      const caller = requireStaff(principal);
      await dismissals.setDismissed(caller.firmId, caller.userId, dismissed);
      return { dismissed };
    },
  };
}

export type FirstWeekGuideService = ReturnType<typeof firstWeekGuideService>;
