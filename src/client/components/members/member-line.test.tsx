import type { MemberSummary } from "@shared/contracts/members";
import type { ReactNode } from "react";
import { renderToString as renderBare } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { MemberLabel } from "./member-label";
import { MemberLine, memberHeadline } from "./member-line";

const mary: MemberSummary = {
  id: 7,
  username: "mary-ann-smith",
  firstName: "Mary Ann",
  lastName: "Smith",
  jobTitle: "Designer",
  company: "Pixel",
  avatar: null,
};

/** Links need a router; on the server it is given the path. */
const renderToString = (node: ReactNode) => renderBare(<Router ssrPath="/">{node}</Router>);

const initialsIn = (html: string) => html.match(/aria-hidden="true"[^>]*>([A-Z?]{1,2})<\/span>/)?.[1];

describe("MemberLine", () => {
  it("takes the initials from the first and last name, never from a split full name", () => {
    const html = renderToString(<MemberLine member={mary} />);
    expect(initialsIn(html)).toBe("MS");
    expect(html).toContain("Mary Ann Smith");
    expect(html).toContain('href="/profile/mary-ann-smith"');
  });

  it("shows 'Job title at Company' unless the list gives its own headline", () => {
    expect(renderToString(<MemberLine member={mary} />)).toContain("Designer at Pixel");
    const own = renderToString(<MemberLine member={mary} headline="Works at Pixel" />);
    expect(own).toContain("Works at Pixel");
    expect(own).not.toContain("Designer at Pixel");
  });

  it("renders the context, the children, the badge and the actions it is given", () => {
    const html = renderToString(
      <MemberLine
        member={mary}
        context="Asked 2d ago"
        badge={<span>90% match</span>}
        actions={<button type="button">Connect</button>}
        testId="row"
      >
        <p>A note</p>
      </MemberLine>,
    );
    for (const text of ["Asked 2d ago", "90% match", "Connect", "A note", 'data-testid="row"']) {
      expect(html).toContain(text);
    }
  });
});

describe("memberHeadline", () => {
  it("joins the job title and company that are filled in", () => {
    expect(memberHeadline(mary)).toBe("Designer at Pixel");
    expect(memberHeadline({ jobTitle: "Designer", company: null })).toBe("Designer");
    expect(memberHeadline({ jobTitle: null, company: "Pixel" })).toBe("Pixel");
    expect(memberHeadline({ jobTitle: null, company: null })).toBeNull();
  });
});

describe("MemberLabel", () => {
  it("takes the initials from the first and last name as well", () => {
    const html = renderToString(<MemberLabel member={mary} detail="@mary-ann-smith" />);
    expect(initialsIn(html)).toBe("MS");
    expect(html).toContain("Mary Ann Smith");
  });
});
