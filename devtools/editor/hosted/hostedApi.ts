import type { IncomingMessage, ServerResponse } from 'node:http';
import { EditorRequestError } from '../server/editablePage.ts';
import { guardRequest, readJsonBody } from '../server/requestGuard.ts';
import type { EditorAccount } from './accounts.ts';
import { RepositoryRefusal, type EditorRepository, type PendingChanges } from './editorRepository.ts';

/** The hosted editor's own endpoints, beside the editor's (/__editor/…). */
export const HOSTED_ENDPOINTS = {
  changes: '/__editor/changes',
  discard: '/__editor/discard',
  publish: '/__editor/publish',
} as const;

/** One author's waiting changes as the editor lists them: with the author's name as commits give it. */
export interface ListedChanges extends PendingChanges {
  name: string;
}

/**
 * What the hosted editor adds to the editor's endpoints:
 *
 *   GET  /__editor/changes   what waits to be published: the author's own, or (a publisher) everyone's, with diffs
 *   POST /__editor/discard   { user, files }: takes back those changes (one's own; a publisher, anyone's)
 *   POST /__editor/publish   { users? }: a publisher publishes those authors' changes (all waiting, without users)
 *
 * Each answers JSON; a refusal says why in words an author reads.
 */
export function hostedApi({ repository, accounts }: { repository: EditorRepository; accounts: () => EditorAccount[] }) {
  const nameOf = (user: string) => accounts().find((account) => account.user === user)?.name ?? user;

  async function respond(req: IncomingMessage, pathname: string, account: EditorAccount): Promise<{ status: number; body: unknown }> {
    const publisher = account.role === 'publisher';
    switch (`${req.method} ${pathname}`) {
      case `GET ${HOSTED_ENDPOINTS.changes}`: {
        guardRequest(req, { write: false });
        const pending = await repository.pending(publisher ? undefined : account.user);
        const changes: ListedChanges[] = pending.map((changes) => ({ ...changes, name: nameOf(changes.user) }));
        return { status: 200, body: { changes, canPublish: publisher } };
      }
      case `POST ${HOSTED_ENDPOINTS.discard}`: {
        guardRequest(req, { write: true });
        const { user, files } = ((await readJsonBody(req)) ?? {}) as { user?: unknown; files?: unknown };
        if (typeof user !== 'string' || !Array.isArray(files) || !files.every((file) => typeof file === 'string'))
          throw new EditorRequestError(400, 'send { "user", "files": ["pages/…", …] }');
        if (user !== account.user && !publisher)
          throw new EditorRequestError(403, 'Only a publisher may discard another author’s changes.');
        if (!accounts().some((known) => known.user === user)) throw new EditorRequestError(404, 'There is no such author.');
        await repository.discard(account, user, files as string[]);
        return { status: 200, body: { discarded: files } };
      }
      case `POST ${HOSTED_ENDPOINTS.publish}`: {
        guardRequest(req, { write: true });
        if (!publisher) throw new EditorRequestError(403, 'Only a publisher may publish. Your changes are saved and wait for one.');
        const { users } = ((await readJsonBody(req)) ?? {}) as { users?: unknown };
        if (users !== undefined && (!Array.isArray(users) || !users.every((user) => typeof user === 'string')))
          throw new EditorRequestError(400, 'send { "users": ["…"] }, or nothing to publish every change waiting');
        const chosen = (users as string[] | undefined) ?? (await repository.pending()).map((changes) => changes.user);
        const { commit, published } = await repository.publish(account, chosen, nameOf);
        return { status: 200, body: { commit, published: published.map(nameOf) } };
      }
      default:
        throw new EditorRequestError(404, 'no such endpoint');
    }
  }

  return {
    handles: (pathname: string) => (Object.values(HOSTED_ENDPOINTS) as string[]).includes(pathname),
    handle(req: IncomingMessage, res: ServerResponse, pathname: string, account: EditorAccount): Promise<void> {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      };
      return respond(req, pathname, account).then(
        ({ status, body }) => send(status, body),
        (error: unknown) => {
          if (error instanceof EditorRequestError) return send(error.status, { error: error.message });
          if (error instanceof RepositoryRefusal) return send(409, { error: error.message });
          throw error;
        },
      );
    },
  };
}
