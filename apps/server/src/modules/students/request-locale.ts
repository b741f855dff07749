import type { FastifyRequest } from 'fastify';
import { messages, type ValidationMessages } from '@shop/domain/validation/messages';

/**
 * Validation texts in the reader's language: English when the browser's first language is
 * English, Thai (the shop's first language) otherwise.
 */
export const validationTexts = (request: FastifyRequest): ValidationMessages =>
  /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? messages.en : messages.th;
