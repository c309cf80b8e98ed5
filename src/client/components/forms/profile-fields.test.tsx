import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { type ProfileFieldName, ProfileFields } from "./profile-fields";

type Values = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  professionalSummary: string;
};

function Form(props: {
  idPrefix: string;
  names: ProfileFieldName[];
  optional?: ProfileFieldName[];
  isSomeoneElse?: boolean;
}) {
  const { register } = useForm<Values>();
  const errors = { lastName: { type: "too_small", message: "Last name is required" } };
  return (
    <ProfileFields<Values>
      {...props}
      names={props.names as (keyof Values)[]}
      register={register}
      errors={errors}
    />
  );
}

describe("ProfileFields", () => {
  it("labels each field once for every form, with the form's id prefix and the member's own autocomplete", () => {
    const html = renderToString(
      <Form idPrefix="edit-profile" names={["firstName", "lastName", "professionalSummary"]} />,
    );
    expect(html).toContain('id="edit-profile-first-name"');
    expect(html).toContain(">First name<");
    expect(html).toContain('autoComplete="given-name"');
    expect(html).toContain("Last name is required");
    expect(html).toMatch(/<textarea[^>]*id="edit-profile-summary"/);
  });

  it("marks optional fields and turns autocomplete off when an admin fills in someone else's profile", () => {
    const html = renderToString(
      <Form idPrefix="add-user" names={["jobTitle", "company"]} optional={["company"]} isSomeoneElse />,
    );
    expect(html).toContain(">Job title<");
    expect(html).toContain(">Company (optional)<");
    expect(html).not.toContain("organization");
    expect(html).toContain('autoComplete="off"');
  });
});
