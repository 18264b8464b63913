import { type AdConversionToForward, AdForwardingFailed, type AdPlatform } from './ad-platform.ts';

/** Baidu OCPC's conversion upload (its published API: token, conversionTypes[{ logidUrl, newType }]). */
export const BAIDU_OCPC_UPLOAD_URL = 'https://ocpc.baidu.com/ocpcapi/api/uploadConvertData';
/** A call that has not answered by then is a failure, retried later. */
export const BAIDU_OCPC_TIMEOUT_MS = 10_000;

export interface BaiduOcpcOptions {
  /** The account's API token for conversion uploads, from Baidu's advertising console. */
  token: string;
  endpoint?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The body Baidu's uploadConvertData takes for one conversion. */
export function baiduOcpcRequestBody(token: string, conversion: AdConversionToForward) {
  return {
    token,
    conversionTypes: [
      {
        logidUrl: conversion.landingUrl,
        newType: conversion.type,
        // seconds since the epoch, as Baidu's convertTime is given
        convertTime: Math.floor(conversion.occurredAt.getTime() / 1000),
      },
    ],
  };
}

interface BaiduAnswer {
  header?: { status?: unknown; desc?: unknown };
}

/**
 * The real adapter: one JSON POST per conversion. Baidu answers `header.status` 0 when it took the
 * conversion; any other status, an HTTP error, a timeout or an unreadable answer is a failure.
 */
export function createBaiduOcpc(options: BaiduOcpcOptions): AdPlatform {
  const endpoint = options.endpoint ?? BAIDU_OCPC_UPLOAD_URL;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? BAIDU_OCPC_TIMEOUT_MS;
  return {
    name: 'baidu-ocpc',
    async forward(conversion) {
      let response: Response;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(baiduOcpcRequestBody(options.token, conversion)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new AdForwardingFailed(`no answer from Baidu OCPC (${error instanceof Error ? error.message : error})`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new AdForwardingFailed(`Baidu OCPC answered HTTP ${response.status}`);
      let answer: BaiduAnswer;
      try {
        answer = JSON.parse(text) as BaiduAnswer;
      } catch {
        throw new AdForwardingFailed('Baidu OCPC answered something other than JSON');
      }
      const status = answer.header?.status;
      const desc = typeof answer.header?.desc === 'string' ? answer.header.desc.slice(0, 200) : '';
      if (status !== 0) throw new AdForwardingFailed(`Baidu OCPC status ${String(status)}${desc ? `: ${desc}` : ''}`);
      return { detail: `Baidu OCPC status 0${desc ? `: ${desc}` : ''}` };
    },
  };
}
