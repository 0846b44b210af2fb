import mongoose from 'mongoose';
import { notFound } from './errors.ts';

/** An id that is not an ObjectId can name nothing: 404, like an unknown one. */
export function objectId(id: unknown, what: string): mongoose.Types.ObjectId {
  if (typeof id !== 'string' || !mongoose.isObjectIdOrHexString(id)) throw notFound(what);
  return new mongoose.Types.ObjectId(id);
}
