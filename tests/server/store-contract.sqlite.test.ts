import { join } from 'node:path';
import { openSqliteStore } from '../../server/store/sqlite';
import { tempDir } from './helpers';
import { storeContract } from './store-contract/suite';

// Each store in a file of its own, as the service opens it (a writer thread, a delivery connection).
storeContract({
  name: 'SQLite',
  open: async ({ channels } = {}) => openSqliteStore(join(await tempDir(), 'leads.db'), { channels }),
});
