import { openPostgresStore } from '../../server/store/postgres';
import { freshDatabase } from './postgres';
import { storeContract } from './store-contract/suite';

// Each store in a database of its own in the run's throwaway cluster (./postgres-setup.ts).
storeContract({
  name: 'PostgreSQL',
  open: async ({ channels } = {}) => openPostgresStore(await freshDatabase(), { channels }),
});
