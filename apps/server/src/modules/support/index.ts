// The support module's public face: the customer-service chat.
export { CHAT_CONVERSATIONS_PER_ADDRESS } from './send-visitor-message.ts';
export {
  CHAT_MESSAGES_PER_ADDRESS,
  type SupportRoutesOptions,
  supportAdminRoutes,
  supportRoutes,
} from './support.routes.ts';
