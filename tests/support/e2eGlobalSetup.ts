import { SUPABASE_PORT, WEBHOOK_PORT } from '../../playwright.config';
import { RecordingServer } from './recordingServer';

/**
 * Starts the webhook and Supabase stand-ins once for the whole run, in the runner's process, on the
 * ports the e2e build posts to. Every test shares them, each through its own tenant (see
 * recordingServer.ts), so the form and error-log specs run in parallel, in any worker.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const webhook = new RecordingServer({ kind: 'status', status: 200 });
  const supabase = new RecordingServer({ kind: 'status', status: 201 });
  await webhook.listen(WEBHOOK_PORT);
  await supabase.listen(SUPABASE_PORT);
  return async () => {
    await webhook.close();
    await supabase.close();
  };
}
