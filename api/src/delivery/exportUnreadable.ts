/** Why a carrier's current list could not be had: a download that failed, or an export that is not well-formed or cut short. */
export class ExportUnreadableError extends Error {}
