import {
  deviceBindBody,
  deviceCreateBody,
  deviceIdBody,
  deviceListBody,
  deviceListResponse,
  deviceRemovedResponse,
  deviceResponse,
  deviceShopListBody,
  deviceShopListResponse,
  message,
} from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { requestingPartner } from './applications.ts';
import { bindDevice, deviceStores, listDevices, registerDevice, removeDevice, unbindDevice } from './devices.ts';

const P = '/ommall/promoter/devices';
const tags = ['partner'];
const who = 'Logged in as a partner (401 for a visitor, 403 notAPartner otherwise).';

/** POS devices of spec §7 Promoter module (devices/*, issue 14): register, list, bind to a customer's store, unbind, remove. */
export const partnerDeviceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const guarded = { preHandler: refuseCrossSite };
  const partnerIdOf = async (request: FastifyRequest) => (await requestingPartner(db, request)).id;

  app.post(
    `${P}/create`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Register a POS device to the calling partner',
        description: `${who} The serial number is trimmed and upper case, of letters, digits and - _ . / (400 otherwise), and unique across all partners (409 deviceSerialTaken).`,
        body: deviceCreateBody,
        response: { 200: deviceResponse },
      },
    },
    async (request) => {
      const partnerId = await partnerIdOf(request);
      const data = await registerDevice(db, partnerId, {
        serialNo: request.body.serialNo ?? '',
        model: request.body.model ?? '',
      });
      return { code: 200, data, msg: message(request.language, 'deviceRegistered') };
    },
  );

  app.post(
    `${P}/list`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The calling partner’s devices, newest first, each with its store and the customer’s shop name',
        description: `${who} With merchantId, only the devices bound to that customer’s stores.`,
        body: deviceListBody,
        response: { 200: deviceListResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await listDevices(db, await partnerIdOf(request), request.body),
      msg: 'ok',
    }),
  );

  app.post(
    `${P}/shop-list`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The stores a device can be bound to: those of a customer the caller owns now',
        description: `${who} A customer in the pool or another partner’s answers 404 customerNotFound.`,
        body: deviceShopListBody,
        response: { 200: deviceShopListResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await deviceStores(db, await partnerIdOf(request), request.body.merchantId),
      msg: 'ok',
    }),
  );

  app.post(
    `${P}/bind`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Bind an unbound device to a store of a customer the caller owns',
        description: `${who} One store at a time: a bound device answers 409 deviceAlreadyBound (of two binds at once, one wins); another partner’s device 404 deviceNotFound; a store not of the caller’s customers 404 storeNotFound.`,
        body: deviceBindBody,
        response: { 200: deviceResponse },
      },
    },
    async (request) => {
      const data = await bindDevice(db, await partnerIdOf(request), request.body);
      return { code: 200, data, msg: message(request.language, 'deviceBound') };
    },
  );

  app.post(
    `${P}/unbind`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Unbind a device from its store',
        description: `${who} An unbound device answers 409 deviceNotBound; another partner’s 404 deviceNotFound.`,
        body: deviceIdBody,
        response: { 200: deviceResponse },
      },
    },
    async (request) => {
      const data = await unbindDevice(db, await partnerIdOf(request), request.body.deviceId);
      return { code: 200, data, msg: message(request.language, 'deviceUnbound') };
    },
  );

  app.post(
    `${P}/remove`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Remove an unbound device',
        description: `${who} A bound device answers 409 deviceAlreadyBound (unbind it first); another partner’s 404 deviceNotFound.`,
        body: deviceIdBody,
        response: { 200: deviceRemovedResponse },
      },
    },
    async (request) => {
      const data = await removeDevice(db, await partnerIdOf(request), request.body.deviceId);
      return { code: 200, data, msg: message(request.language, 'deviceRemoved') };
    },
  );
};
