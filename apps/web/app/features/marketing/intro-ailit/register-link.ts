// The landing page's one goal: a new account, which starts the free trial.
export const REGISTER_HREF = '/login?register=1';
