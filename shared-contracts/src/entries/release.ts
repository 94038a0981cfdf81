// The release console's API and commands, and release roles (docs/adr/0028).
export * from '../registry/admin-api';
export * from '../registry/admin-commands';
export * from '../registry/roles';
