import type { Module } from '../../context';
import { registerEstateRoutes } from './estates.routes';


export const estatesModule: Module = {
  name: 'estates',
  publicRoutes: registerEstateRoutes,
};
