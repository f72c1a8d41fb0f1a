import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/common/imageBaseUrl?imageUrl: one of our images as a data URL, to save it without CORS trouble. */
export async function getImageBase(imageUrl: string): Promise<string> {
  return (await callApi(routes.tenancy.getImageBaseUrl, { query: { imageUrl } })).docs.imageBase;
}
