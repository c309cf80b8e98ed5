/** The service page's address (the server's notifications link to the same one). */
export const servicePagePath = (serviceId: number) => `/services/service/${serviceId}`;
