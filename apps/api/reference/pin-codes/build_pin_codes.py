#!/usr/bin/env python3
"""Build pincodes.csv / localities.csv / suspect_coordinates.csv from the
per-prefix JSON files of devzoy/indian-pincode (src/node/data/details/*.json),
which hold the data.gov.in "All India Pincode Directory" rows (one per office).

usage: build_pincodes.py <details_dir> <out_dir>
"""
import collections, csv, glob, json, math, os, re, statistics, sys

src_dir, out_dir = sys.argv[1], sys.argv[2]

LAT = (6.0, 37.5)
LON = (68.0, 97.5)


def in_india(la, lo):
    return LAT[0] <= la <= LAT[1] and LON[0] <= lo <= LON[1]


def parse_coord(v):
    """Float from the source's text; tolerates '28.43° N', '25.43 N', '18.85°'
    and simple D°M'S" forms. Returns None for NA / junk."""
    if v is None:
        return None
    s = str(v).strip()
    if not s or s.upper() in ("NA", "N/A", "NULL", "NAN"):
        return None
    try:
        x = float(s)
        return x if math.isfinite(x) else None
    except ValueError:
        pass
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*°?\s*[NE]?", s)
    if m:
        return float(m.group(1))
    m = re.fullmatch(r"(\d+)\s*°\s*(\d+)\s*'\s*(\d+(?:\.\d+)?)\s*(?:\"|'')?\s*[NE]?", s)
    if m:
        d, mi, se = map(float, m.groups())
        return d + mi / 60 + se / 3600
    return None  # e.g. '26.52 12743' (ambiguous) is dropped


def coords(r):
    """(lat, lon, fixed_flag) or None. Swapped lat/lon pairs are swapped back."""
    la, lo = parse_coord(r.get("lat")), parse_coord(r.get("lng"))
    if la is None or lo is None or la == 0 or lo == 0:
        return None
    if in_india(la, lo):
        return la, lo, False
    if in_india(lo, la):
        return lo, la, True
    return None


SUFFIX = re.compile(
    r"\s+(?:B\.?\s?O|S\.?\s?O|H\.?\s?O|P\.?\s?O|G\.?\s?P\.?\s?O)\.?(?=\s*(?:\(|$))",
    re.IGNORECASE)

SMALL = {"and", "of", "the", "in", "at", "on", "for"}


def word_case(w, first, keep_acronyms):
    if not w:
        return w
    if keep_acronyms and w.isupper() and len(w) <= 4 and w.isalpha():
        return w  # acronyms in mixed-case source names: CMM, IIT, AGCR, NDC
    lw = w.lower()
    if not first and lw in SMALL:
        return lw
    # capitalise the first letter; letters after a digit stay lower (1st, 2nd)
    out, started = [], False
    for ch in lw:
        if ch.isalpha() and not started:
            out.append(ch.upper()); started = True
        else:
            if ch.isdigit():
                started = True
            out.append(ch)
    return "".join(out)


def title(s, keep_acronyms=None):
    s = re.sub(r"\s+", " ", (s or "").strip())
    if not s:
        return ""
    if keep_acronyms is None:  # all-caps source text -> plain title case
        keep_acronyms = not (s.upper() == s)
    parts = re.split(r"([ \-/(.])", s)
    out, first = [], True
    for p in parts:
        if p in (" ", "-", "/", "(", "."):
            out.append(p)
            if p == "(":
                first = True
            continue
        out.append(word_case(p, first, keep_acronyms))
        if p:
            first = False
    return "".join(out)


def clean_office(name):
    n = re.sub(r"\s+", " ", (name or "").strip())
    n = SUFFIX.sub("", n)
    # 'Barwala SO Hisar' -> 'Barwala (Hisar)', like 'Indiranagar S.O (Bengaluru)'
    n = re.sub(r"\s+(?:B\.?O|S\.?O|H\.?O)\.?\s+(?!\()(.+)$", r" (\1)", n)
    n = re.sub(r"\s*\.\s*$", "", n)          # stray trailing dot
    n = re.sub(r"\(\s*", "(", n)
    n = re.sub(r"\s*\)", ")", n)
    n = n.strip(" ,-")
    return title(n)


STATE_FIX = {
    "The Dadra and Nagar Haveli and Daman and Diu": "Dadra and Nagar Haveli and Daman and Diu",
}


def clean_state(s):
    if not s or s.strip().upper() == "NA":
        return ""
    t = title(s, keep_acronyms=False)
    return STATE_FIX.get(t, t)


def clean_district(s):
    if not s or s.strip().upper() == "NA":
        return ""
    return title(s, keep_acronyms=False)


def hav_km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h))


# ------------------------------------------------------------------ load
rows = []
for fn in sorted(glob.glob(os.path.join(src_dir, "*.json"))):
    with open(fn, encoding="utf-8") as f:
        for pin, offices in json.load(f).items():
            for o in offices:
                o = dict(o); o["pincode"] = str(pin).strip()
                rows.append(o)

stats = collections.Counter()
stats["source_rows"] = len(rows)
by_pin = collections.defaultdict(list)
for r in rows:
    if not re.fullmatch(r"[1-9]\d{5}", r["pincode"]):
        stats["bad_pincode_rows"] += 1
        continue
    c = coords(r)
    r["_c"] = c
    if c:
        stats["rows_valid_coords"] += 1
        if c[2]:
            stats["rows_swapped_fixed"] += 1
    r["_name"] = clean_office(r.get("office"))
    r["_district"] = clean_district(r.get("district"))
    r["_state"] = clean_state(r.get("state"))
    by_pin[r["pincode"]].append(r)

TYPE_RANK = {"HO": 0, "PO": 1, "SO": 1, "BO": 2}


def rep_key(r):
    t = (r.get("type") or "").upper()
    return (1 if t == "BO" else 0,
            0 if (r.get("delivery") or "").strip().lower() == "delivery" else 1,
            TYPE_RANK.get(t, 3),
            0 if r["_c"] else 1,
            r["_name"])


def mode(vals):
    vals = [v for v in vals if v]
    if not vals:
        return ""
    c = collections.Counter(vals)
    best = max(c.values())
    for v in vals:           # first in representative order among the most common
        if c[v] == best:
            return v


def distinct(lst):
    return list(dict.fromkeys((round(o["_c"][0], 6), round(o["_c"][1], 6)) for o in lst))


def med(pts):
    if not pts:
        return None
    la = statistics.median(p[0] for p in pts)
    lo = statistics.median(p[1] for p in pts)
    if len(pts) >= 3:   # drop points > 50 km from the first median, recompute
        keep = [p for p in pts if hav_km(p, (la, lo)) <= 50]
        if keep and len(keep) < len(pts):
            la = statistics.median(p[0] for p in keep)
            lo = statistics.median(p[1] for p in keep)
    return (la, lo)


def estimate(offices, ref=None, radius=100.0):
    """Median of the distinct points of the head/sub offices (HO/PO, the PIN's
    own post offices), or of all offices when no HO/PO has a point. The source
    pastes one placeholder point into many branch offices, hence 'distinct'.
    With ref (the district's median), points farther than radius km from it
    are ignored, unless that would leave none."""
    if ref is not None:
        near = [o for o in offices if hav_km(o["_c"][:2], ref) <= radius]
        if near:
            offices = near
    po = [o for o in offices if (o.get("type") or "").upper() != "BO"]
    return med(distinct(po)) if po else med(distinct(offices))


out, localities = [], []
for pin in sorted(by_pin):
    offs = sorted(by_pin[pin], key=rep_key)
    rep = offs[0]
    place = rep["_name"]
    district = rep["_district"] or mode(o["_district"] for o in offs)
    state = rep["_state"] or mode(o["_state"] for o in offs)
    every = [o for o in offs if o["_c"]]
    lat, lon = estimate(every) or (None, None)
    out.append({"pincode": pin,
                "lat": "" if lat is None else f"{lat:.4f}",
                "lon": "" if lon is None else f"{lon:.4f}",
                "place": place, "district": district, "state": state,
                "_n": len(every), "_offices": every})
    seen = set()
    for o in offs:
        n = o["_name"]
        if n and n.lower() not in seen:
            seen.add(n.lower())
            localities.append((pin, n))

# ---------------- state for PINs whose offices all lack it (mostly new NDCs):
# take the state shared by the other PINs of the same 3-digit sorting district
# prefix (only when they all agree). District is left blank.
pref_states = collections.defaultdict(collections.Counter)
for r in out:
    if r["state"]:
        pref_states[r["pincode"][:3]][r["state"]] += 1
for r in out:
    if not r["state"]:
        c = pref_states.get(r["pincode"][:3])
        if c and len(c) == 1:
            r["state"] = next(iter(c))
            stats["pins_state_inferred_from_prefix"] += 1

def district_medians(rows):
    pts = collections.defaultdict(list)
    for r in rows:
        if r["lat"] and r["district"]:
            pts[(r["state"], r["district"])].append((float(r["lat"]), float(r["lon"])))
    return {k: (statistics.median(p[0] for p in v), statistics.median(p[1] for p in v))
            for k, v in pts.items() if len(v) >= 3}


# ------------- second pass: drop office points > 100 km from the median of
# their district's first-pass PIN points, then re-estimate.
dm = district_medians(out)
for r in out:
    m = dm.get((r["state"], r["district"]))
    if not (m and r["_offices"]):
        continue
    e = estimate(r["_offices"], ref=m)
    new = (f"{e[0]:.4f}", f"{e[1]:.4f}")
    if new != (r["lat"], r["lon"]):
        stats["pins_coords_changed_by_district_filter"] += 1
        r["lat"], r["lon"] = new

# ------------------------------------------------- suspect coordinate check
dist_med = district_medians(out)
suspects = []
for r in out:
    if not r["lat"]:
        continue
    m = dist_med.get((r["state"], r["district"]))
    if m:
        d = hav_km((float(r["lat"]), float(r["lon"])), m)
        if d > 100:
            suspects.append((r["pincode"], r["lat"], r["lon"], r["place"], r["district"], r["state"],
                             f"{d:.0f}", r["_n"]))

# ------------------------------------------------------------------ write
os.makedirs(out_dir, exist_ok=True)
with open(os.path.join(out_dir, "pincodes.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["pincode", "lat", "lon", "place", "district", "state"])
    for r in out:
        w.writerow([r["pincode"], r["lat"], r["lon"], r["place"], r["district"], r["state"]])
with open(os.path.join(out_dir, "localities.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["pincode", "locality"])
    w.writerows(localities)
with open(os.path.join(out_dir, "suspect_coordinates.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["pincode", "lat", "lon", "place", "district", "state",
                "km_from_district_median", "offices_with_coords"])
    w.writerows(sorted(suspects))

stats["unique_pins"] = len(out)
stats["pins_with_coords"] = sum(1 for r in out if r["lat"])
stats["pins_without_coords"] = sum(1 for r in out if not r["lat"])
stats["pins_without_district"] = sum(1 for r in out if not r["district"])
stats["pins_without_state"] = sum(1 for r in out if not r["state"])
stats["locality_rows"] = len(localities)
stats["suspect_pins_gt100km_from_district_median"] = len(suspects)
for k, v in sorted(stats.items()):
    print(f"{k}: {v}")
