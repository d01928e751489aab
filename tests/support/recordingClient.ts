import { CONTROL, type Behaviour, type RecordedRequest } from './recordingServer';

/** A test's view of a RecordingServer (started once for the run: e2eGlobalSetup.ts): its own requests and answers only. */
export class RecordingClient {
  constructor(
    private readonly port: number,
    private readonly tenant: string,
  ) {}

  private url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}?tenant=${encodeURIComponent(this.tenant)}`;
  }

  /** How the server answers this test's POSTs from now on. */
  async answer(behaviour: Behaviour): Promise<void> {
    const response = await fetch(this.url(CONTROL.behaviour), { method: 'PUT', body: JSON.stringify(behaviour) });
    if (!response.ok) throw new Error(`the recording server refused the behaviour: ${response.status}`);
  }

  /** Every request of this test the server has received, preflight included, in order of arrival. */
  async requests(): Promise<RecordedRequest[]> {
    const response = await fetch(this.url(CONTROL.requests));
    if (!response.ok) throw new Error(`the recording server did not list the requests: ${response.status}`);
    return (await response.json()) as RecordedRequest[];
  }

  /** Requests other than preflight, optionally only those to one path. */
  async posts(path?: string): Promise<RecordedRequest[]> {
    return (await this.requests()).filter((r) => r.method === 'POST' && (!path || r.path === path));
  }

  /** Drops this test's records (at its end). */
  async forget(): Promise<void> {
    await fetch(this.url(CONTROL.forget), { method: 'POST' });
  }
}
