import type { AddressInfo } from 'node:net';
import { SettingsStore } from './settings-store';
import type { Db } from '../storage/db';

interface AddressConfig {
  PUBLIC_URL?: string;
  HOST: string;
  PORT: number;
}

/** Where people reach a gateway listening on `port`: PUBLIC_URL, else its own address (0.0.0.0 as 127.0.0.1). */
export const gatewayAddress = (config: AddressConfig, port: number) =>
  config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;

/** Kept in the database once the gateway listens, for the command line, which is given no PORT. */
export function rememberGatewayAddress(db: Db, config: AddressConfig, listening: AddressInfo) {
  new SettingsStore(db).set('gateway_address', gatewayAddress(config, listening.port));
}

/**
 * The address the command line's links use: PUBLIC_URL if set here, else where the gateway on this
 * database last listened, else the address it would listen on with this configuration.
 */
export const knownGatewayAddress = (db: Db, config: AddressConfig) =>
  config.PUBLIC_URL ?? new SettingsStore(db).get('gateway_address') ?? gatewayAddress(config, config.PORT);
