import type { Language } from '@tallybook/domain';
import type { FetchLike } from '../../lib/http';
import type { AddContactResult } from './contact-form';
import { mallApi } from './mall-api';

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string).trim() : '';

/**
 * A new contact for the order (contactor/add), as the order-check page's action: the server calls
 * the mall with the visitor's cookies and answers the contact, or the mall's refusal as it worded it.
 */
export async function addContact(
  body: unknown,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<AddContactResult> {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const result = await mallApi(language, fetch).addContact({
    name: field(fields, 'name'),
    phone: field(fields, 'phone'),
    email: field(fields, 'email') || undefined,
  });
  if (!result.ok || !result.data) return { ok: false, problem: result.msg };
  return { ok: true, contact: result.data };
}
