/**
 * Gate-code library: offline-verifiable rotating QR codes (ARCHITECTURE section 6,
 * security reference section 2). Pure: usable from the app, the QR worker and the server.
 */
export { toBase64Url, fromBase64Url, keyMaterialFromText } from './bytes';
export { fromBase45 } from './base45';
export * from './credential';
export * from './device-key';
export * from './payload';
export * from './revocation';
export * from './verify';
export * from './pin';
export * from './display';
export * from './session';
export * from './pass';
export * from './ticket';
