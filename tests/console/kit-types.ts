/** Small shared imports of the kit tests. */
export { MAX_UPLOAD_BYTES, paths } from '../../contract';
export interface CrudFilterLike {
  field: string;
  operator: string;
  value: unknown;
}
