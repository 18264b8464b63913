import { wechatCodeQuery, wechatOpenidResponse, wechatOpenidVerifyResponse } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { WechatOAuthProvider } from '../../platform/oauth/wechat.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { exchangeWechatOpenid, verifyWechatOpenid } from './remember-wechat-openid.ts';

export interface WechatOpenidRoutesOptions {
  db: Db;
  /** WeChat's in-browser authorisation; without it the open id calls refuse (wechatLoginOff). */
  wechat: WechatOAuthProvider | undefined;
}

const tags = ['mall'];

/** The WeChat open id for payments inside WeChat (spec §4 Wechat open-id flow). */
export const wechatOpenidRoutes: FastifyPluginAsyncZod<WechatOpenidRoutesOptions> = async (app, options) => {
  const { db } = options;
  const wechatOf = (): WechatOAuthProvider => {
    if (!options.wechat) throw new AppError(400, 'wechatLoginOff');
    return options.wechat;
  };

  app.get(
    '/ommall/srvmall/payment/wx/openid/verify',
    {
      schema: {
        tags,
        summary:
          'Spend a stored WeChat code if it is still good; isExist tells whether the user has an open id to pay with',
        querystring: wechatCodeQuery,
        response: { 200: wechatOpenidVerifyResponse },
      },
      // spec §4 names GET for these state-changing calls: refuse them from another site's page.
      preHandler: refuseCrossSite,
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return { code: 200, data: await verifyWechatOpenid(db, wechatOf(), user.userId, request.query.code), msg: 'ok' };
    },
  );

  app.get(
    '/ommall/srvmall/wechat/openid',
    {
      schema: {
        tags,
        summary: 'Exchange a WeChat authorisation code for the open id, remembered for payments inside WeChat',
        querystring: wechatCodeQuery,
        response: { 200: wechatOpenidResponse },
      },
      preHandler: refuseCrossSite,
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return {
        code: 200,
        data: await exchangeWechatOpenid(db, wechatOf(), user.userId, request.query.code),
        msg: 'ok',
      };
    },
  );
};
