import { describe, expect, it } from 'vitest';
import { deviceProblem, normalizeDeviceSerial } from './partner-devices.ts';

describe('a device’s serial number and model (devices/create)', () => {
  it('normalises a serial number to trimmed upper case', () => {
    expect(normalizeDeviceSerial('  sn-01a/b ')).toBe('SN-01A/B');
  });

  it('accepts letters, digits and label separators, and a model of one printable line', () => {
    expect(deviceProblem({ serialNo: 'P30-2026.001_A/7', model: 'Sunmi P3 收银机' })).toBeUndefined();
    expect(deviceProblem({ serialNo: 'A'.repeat(40), model: '' })).toBeUndefined();
  });

  it('names the first problem', () => {
    expect(deviceProblem({ serialNo: '', model: '' })).toBe('deviceSerialEmpty');
    expect(deviceProblem({ serialNo: 'A'.repeat(41), model: '' })).toBe('deviceSerialTooLong');
    expect(deviceProblem({ serialNo: 'SN 01', model: '' })).toBe('deviceSerialInvalid');
    expect(deviceProblem({ serialNo: '-SN', model: '' })).toBe('deviceSerialInvalid');
    expect(deviceProblem({ serialNo: '序列号', model: '' })).toBe('deviceSerialInvalid');
    expect(deviceProblem({ serialNo: 'SN1', model: 'M'.repeat(41) })).toBe('deviceModelTooLong');
    expect(deviceProblem({ serialNo: 'SN1', model: 'P3\nX' })).toBe('deviceModelInvalid');
  });
});
