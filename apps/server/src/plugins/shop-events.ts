import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SignedInEvent = { userId: number; visitorId: string | null };

type Listener<E> = (event: E) => Promise<void>;

/**
 * In-process events between feature modules, so a module can react to another's work
 * (the cart merges a visitor's items at sign-in) without the two importing each other.
 */
export class ShopEvents {
  readonly #signedIn: Listener<SignedInEvent>[] = [];

  onSignedIn(listener: Listener<SignedInEvent>) {
    this.#signedIn.push(listener);
  }

  async emitSignedIn(event: SignedInEvent) {
    for (const listener of this.#signedIn) await listener(event);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    shopEvents: ShopEvents;
  }
}

export const shopEventsPlugin = fp(
  (app: FastifyInstance) => {
    app.decorate('shopEvents', new ShopEvents());
  },
  { name: 'shop-events' },
);
