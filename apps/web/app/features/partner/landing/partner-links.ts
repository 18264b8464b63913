// spec §2: the partner application and login screens of the agent area.
export const PARTNER_APPLY_PATH = '/agent/join-apply';
export const PARTNER_LOGIN_PATH = '/agent/login';
