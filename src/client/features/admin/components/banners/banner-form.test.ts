import { describe, expect, it } from "vitest";
import { bannerFormDefaults, bannerFormSchema, toBannerRequest } from "./banner-form";

const values = {
  ...bannerFormDefaults(null),
  title: "Spring campaign",
  linkUrl: "/services",
  startDate: "2026-03-01",
  endDate: "2026-03-31",
};

describe("the Banner Configuration form", () => {
  it("starts on Dashboard, active, without dates", () => {
    expect(bannerFormDefaults(null)).toMatchObject({
      targetPages: ["Dashboard"],
      isActive: true,
      startDate: "",
    });
  });

  it("runs from the start of the start day to the end of the end day, in local time", () => {
    const request = toBannerRequest(values);
    expect(new Date(String(request.startDate)).getTime()).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    expect(new Date(String(request.endDate)).getTime()).toBe(
      new Date(2026, 2, 31, 23, 59, 59, 999).getTime(),
    );
    expect(toBannerRequest({ ...values, startDate: "", endDate: "" })).toMatchObject({
      startDate: null,
      endDate: null,
    });
  });

  it.each([
    [{ title: " " }, "Banner Title is required"],
    [{ linkUrl: "//evil.example" }, "Target URL must start with"],
    [{ targetPages: [] }, "Choose at least one display page"],
    [{ endDate: "2026-02-01" }, "End Date must be after the Start Date"],
  ])("refuses %j", (change, message) => {
    const result = bannerFormSchema.safeParse({ ...values, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it("sends an edited banner's picture only when it changed", () => {
    const original = {
      ...toBannerRequest(values),
      id: 1,
      imageUrl: "https://images.example.com/legacy.png",
    } as unknown as Parameters<typeof toBannerRequest>[1];
    const kept = { ...values, imageUrl: "https://images.example.com/legacy.png" };
    expect(toBannerRequest(kept, original)).not.toHaveProperty("imageUrl");
    const uploaded = { ...values, imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp" };
    expect(toBannerRequest(uploaded, original).imageUrl).toBe(uploaded.imageUrl);
    expect(toBannerRequest(uploaded).imageUrl).toBe(uploaded.imageUrl);
  });

  it("accepts a one-day banner", () => {
    expect(bannerFormSchema.safeParse({ ...values, endDate: "2026-03-01" }).success).toBe(true);
  });
});
