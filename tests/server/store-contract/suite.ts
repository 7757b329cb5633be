import { describe, expect, it } from 'vitest';
import { channelReportContract } from './channel-reports';
import { crmClaimContract } from './crm-claims';
import { crmResultContract } from './crm-results';
import { deskContract } from './desk';
import { type StoreEngine, unmatchedGaps } from './engine';
import { heldContract } from './held';
import { notificationClaimContract } from './notification-claims';
import { notificationRowsContract } from './notification-rows';
import { privacyContract } from './privacy';
import { quoteContract } from './quotes';
import { surveyContract } from './surveys';
import { readContract } from './reads';
import { savingContract } from './saves';

export type { StoreEngine } from './engine';

/**
 * What every lead store must do, whatever engine keeps the leads (server/store/types.ts): run it
 * from a test file per engine with a `StoreEngine` that opens a fresh, empty store. It uses the
 * `LeadStore` methods only, never the engine's own files or queries; what only one engine has
 * (SQLite's size cap, a full disk, a deleted file, lock timeouts) is tested beside that engine.
 */
export function storeContract(engine: StoreEngine): void {
  savingContract(engine);
  notificationRowsContract(engine);
  crmClaimContract(engine);
  crmResultContract(engine);
  notificationClaimContract(engine);
  channelReportContract(engine);
  heldContract(engine);
  readContract(engine);
  privacyContract(engine);
  deskContract(engine);
  quoteContract(engine);
  surveyContract(engine);
  describe(`${engine.name}: the contract run`, () => {
    it('lists as known gaps only tests the contract has', () => {
      expect(unmatchedGaps(engine)).toEqual([]);
    });
  });
}
