import type { MessageKey } from './messages.ts';
import { CUSTOMER_LIMITS } from './partner-customers.ts';

/**
 * POS devices a partner registers for its customers (spec §7 Promoter module devices/*, issue 14):
 * a serial number names one device across all partners, whatever case or spaces it was typed with.
 */

/** What a serial number may hold once normalised: letters, digits and the separators printed on labels. */
const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

/** A serial number as stored and compared: trimmed, upper case. */
export const normalizeDeviceSerial = (serialNo: string): string => serialNo.trim().toUpperCase();

/** The first problem of a device's serial number and model, or undefined; `serialNo` normalised already. */
export function deviceProblem(input: { serialNo: string; model: string }): MessageKey | undefined {
  if (!input.serialNo) return 'deviceSerialEmpty';
  if ([...input.serialNo].length > CUSTOMER_LIMITS.deviceSerial) return 'deviceSerialTooLong';
  if (!SERIAL_PATTERN.test(input.serialNo)) return 'deviceSerialInvalid';
  if ([...input.model].length > CUSTOMER_LIMITS.deviceModel) return 'deviceModelTooLong';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a model is one printable line
  if (/[\u0000-\u001f\u007f]/.test(input.model)) return 'deviceModelInvalid';
  return undefined;
}
