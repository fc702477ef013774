const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a uuid, the form of every row id. Ids in URLs and bodies are free text to the contract:
 * anything else cannot match a row, so the API answers 'not found' without asking the database
 * (a uuid column refuses other text) and the front ends show 'invalid link' without a request.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
