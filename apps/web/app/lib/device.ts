const DEVICE_ID_KEY = 'deviceId';

/** spec §3: a device id is stored locally (the visit logs and registration's device code use it). */
export function deviceId(): string {
  let id = window.localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}
