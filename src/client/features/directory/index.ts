/** What other features use of the directory: the business form and logo (admin edits businesses too). */
export { businessFormDefaults, EMPTY_BUSINESS_FORM } from "./business-form-schema";
export { BusinessLogo } from "./components/business-logo";
export { BusinessFormFields } from "./components/form/business-form-fields";
export { showServerErrors, useBusinessForm } from "./components/form/use-business-form";
