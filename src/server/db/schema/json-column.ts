/**
 * A `json`/`jsonb` column in the generated database types (migrated-schema.ts). Not
 * kysely-codegen's `JsonValue`, which includes JSON's own `null` and so hides whether the
 * column itself may be NULL; the schema drift check only needs to know it is JSON.
 */
export interface JsonColumn {
  readonly jsonDocument: true;
}
