/** What other parts use of profiles: the Edit Profile dialog (dashboard, admin, the user menus). */
export { EditProfileDialog } from "./components/edit-profile-dialog";
