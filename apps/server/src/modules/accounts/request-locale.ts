import type { FastifyRequest } from 'fastify';
import { messages, type ValidationMessages } from '@shop/domain/validation/messages';

/**
 * The reader's language: English when the browser's first language is English, Thai (the shop's
 * first language) otherwise.
 */
export const requestLocale = (request: FastifyRequest): 'th' | 'en' =>
  /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'th';

/** Validation texts in the reader's language. */
export const validationTexts = (request: FastifyRequest): ValidationMessages =>
  messages[requestLocale(request)];
