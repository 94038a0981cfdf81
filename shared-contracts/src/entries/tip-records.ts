// Tipster records and tip settlement (docs/adr/0028).
export * from '../tips/records';
export * from '../tips/settlement';
