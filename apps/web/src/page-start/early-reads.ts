import { pageStartOf, type Reader, type StartStep } from './page-start';

/** Reads started before the page's code arrived, by address, until the code asks for them. */
const started = new Map<string, Promise<Response>>();

/**
 * Addresses the page asked for itself before a read of them started here: on a busy phone the
 * page's code may get there first, and a read started after it would be asked for twice.
 */
const askedByThePage = new Set<string>();

/**
 * An early read older than this is not handed over: its page's first view has long been drawn,
 * and a later view asks afresh. Generous, for a phone on a slow line that takes its time.
 */
const USABLE_FOR_MS = 60_000;

const startRead = (url: string): Promise<Response> => {
  const answer = fetch(url, { credentials: 'same-origin' });
  started.set(url, answer);
  // Not handed over: the page's own call asks again and sees the failure.
  answer.catch(() => started.delete(url));
  return answer;
};

const readerOf = (answer: unknown): Reader | null => {
  if (typeof answer !== 'object' || answer === null) return null;
  const user = (answer as { data?: unknown }).data;
  if (typeof user !== 'object' || user === null) return null;
  const { id, roles } = user as { id?: unknown; roles?: unknown };
  return typeof id === 'number' && Array.isArray(roles) ? { id, roles: roles.map(String) } : null;
};

/**
 * A copy of an answer's JSON for what it leads to; the page's own call reads the answer itself.
 * Called as the read starts, so the copy is taken before anyone else can read the body.
 */
const jsonOf = async (answer: Promise<Response>): Promise<unknown> => {
  const response = await answer;
  return response.ok ? ((await response.clone().json()) as unknown) : null;
};

const ignore = () => undefined;

/** A picture asked for at the priority the page's own `<img fetchpriority="high">` will have. */
const startPicture = (url: string) => {
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = url;
};

const start = ({ reads, code, pictures = [] }: StartStep) => {
  // A module that fails to load here is asked for again by the page, which shows the failure.
  for (const load of code) void load().catch(ignore);
  for (const url of pictures) startPicture(url);
  for (const { url, then } of reads) {
    if (askedByThePage.has(url) || started.has(url)) continue;
    const answer = startRead(url);
    if (then)
      void jsonOf(answer)
        .then((json) => start(then(json)))
        .catch(ignore);
  }
};

/**
 * Starts a page the server does not render from the shop's entry script: its API reads, the
 * schemas that will read them and the pictures of its first screen, while the shop's own code
 * downloads. Each read waited before for the code of the part that asks for it, one round trip
 * after another. A reader's own reads follow the session's answer, so a visitor's page never
 * asks for what only a reader may see.
 */
export const startPage = ({ pathname, search }: { pathname: string; search: string }) => {
  const page = pageStartOf(pathname, search);
  if (!page) return;
  start(page);
  const session = started.get('/api/auth/me');
  if (!session) return;
  void jsonOf(session)
    .then((json) => {
      const reader = readerOf(json);
      if (reader) start(page.forReader(reader));
    })
    .catch(ignore);
};

/**
 * The answer an early read got for `url`, handed over once; undefined when none was started, it
 * is too old, or the page has changed something since (see `forgetEarlyReads`).
 */
export const takeEarlyRead = (url: string): Promise<Response> | undefined => {
  const answer = started.get(url);
  started.delete(url);
  if (!answer) askedByThePage.add(url);
  return answer && performance.now() < USABLE_FOR_MS ? answer : undefined;
};

/** After the page has changed something on the server, an answer read before may be stale. */
export const forgetEarlyReads = () => {
  started.clear();
  askedByThePage.clear();
};
