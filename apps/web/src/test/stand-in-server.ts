/** One request the page made, as the stand-in received it. */
export type StandInCall = { method: string; path: string; body: unknown };

/** What a route of the stand-in answers: a JSON body, 200 unless told. */
export type StandInAnswer = { status?: number; body: unknown };

type Handler = (call: StandInCall) => StandInAnswer;

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

const matcherOf = (route: string) => {
  const [method = '', pattern = ''] = route.split(' ');
  const expression = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return (call: StandInCall) => call.method === method && expression.test(call.path);
};

/**
 * The shop's HTTP API for a component test, answering `'METHOD /path/:param'` routes with the
 * handlers given and 404 otherwise, and keeping every request, so a test can say what the page
 * asked and when. Components reach it through the shop's real API client (the global `fetch`).
 */
export const standInServer = (routes: Record<string, Handler>) => {
  const calls: StandInCall[] = [];
  const handlers = Object.entries(routes).map(([route, handler]) => ({ matches: matcherOf(route), handler }));

  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: readBody(init?.body) };
    calls.push(call);
    const answer = handlers.find(({ matches }) => matches(call))?.handler(call) ?? {
      status: 404,
      body: {
        success: false,
        error: { code: 'NOT_FOUND', msg: `the stand-in has no ${call.method} ${call.path}` },
      },
    };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };

  return {
    fetch,
    /** The requests made to one route, in order. */
    callsTo: (route: string) => calls.filter(matcherOf(route)),
  };
};

/** A refusal in the shop's one error shape. */
export const refusal = (status: number, code: string, result?: unknown): StandInAnswer => ({
  status,
  body: { success: false, error: { code, msg: code, ...(result === undefined ? {} : { result }) } },
});
